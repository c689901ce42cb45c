// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authCopy, instanceCopy, type InstanceSettings, type PublicInstance } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const publicView: PublicInstance = {
  name: 'Riverside',
  description: '',
  rules: ['Be kind', 'No spam'],
  contact: '',
  sign_up_mode: 'open',
  approval_question: '',
};
const settings: InstanceSettings = {
  ...publicView,
  new_account_days: 3,
  new_account_posts_per_hour: 10,
  new_account_follows_per_hour: 20,
  new_account_mentions_per_hour: 20,
};

describe('the sign-up form by the sign-up mode', () => {
  it('shows the rules, asks the approval question and sends the answer', async () => {
    const sent: unknown[] = [];
    fakeApi({
      'GET /instance': ok({ ...publicView, sign_up_mode: 'approval', approval_question: 'Who sent you?' }),
      'POST /auth/register': (_url, body) => {
        sent.push(body);
        return { status: 201, body: { status_code: 201, output: { user_id: 'u1', awaiting_approval: true } } };
      },
    });
    renderApp('/auth/register');
    const user = userEvent.setup();
    expect(await screen.findByText('Be kind')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Full name'), 'Vera Visitor');
    await user.type(screen.getByLabelText('Username'), 'vera');
    await user.type(screen.getByLabelText('Email address'), 'vera@example.test');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Meshwork#2026');
    await user.type(await screen.findByLabelText('Who sent you?'), 'Tomas');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(authCopy.approvalNote, { exact: false })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ username: 'vera', sign_up_answer: 'Tomas' });
  });

  it('says sign-up is closed instead of showing the form', async () => {
    fakeApi({ 'GET /instance': ok({ ...publicView, sign_up_mode: 'closed' }) });
    renderApp('/auth/register');
    expect(await screen.findByText(authCopy.signUpClosed)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
  });
});

describe('the instance settings form', () => {
  const administrator = { ...demoSession, role: 'administrator' as const };

  it('needs a question in approval mode, then saves the rules as a list', async () => {
    const saved: unknown[] = [];
    fakeApi({
      'GET /admin/instance': ok(settings),
      'PATCH /admin/instance': (_url, body) => {
        saved.push(body);
        return ok(body);
      },
    });
    renderApp('/admin/settings', administrator);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(instanceCopy.modeLabel), 'approval');
    await user.click(screen.getByRole('button', { name: instanceCopy.save }));
    expect(await screen.findByText(instanceCopy.questionRequired)).toBeInTheDocument();
    expect(saved).toHaveLength(0);

    await user.type(screen.getByLabelText(instanceCopy.questionSettingLabel), 'Who sent you?');
    const rules = screen.getByLabelText(instanceCopy.rulesLabel);
    await user.clear(rules);
    await user.type(rules, 'Be kind{enter}{enter}  Share  {enter}');
    await user.click(screen.getByRole('button', { name: instanceCopy.save }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ sign_up_mode: 'approval', approval_question: 'Who sent you?', rules: ['Be kind', 'Share'] });
  });

  it('refuses a name too long and limits out of range', async () => {
    fakeApi({ 'GET /admin/instance': ok(settings) });
    renderApp('/admin/settings', administrator);
    const user = userEvent.setup();
    const name = await screen.findByLabelText(instanceCopy.nameLabel);
    await user.clear(name);
    const days = screen.getByLabelText(instanceCopy.newAccountDaysLabel);
    await user.clear(days);
    await user.type(days, '0');
    await user.click(screen.getByRole('button', { name: instanceCopy.save }));
    expect(await screen.findByText(instanceCopy.nameLength)).toBeInTheDocument();
    expect(screen.getByText(instanceCopy.limitRange(90))).toBeInTheDocument();
  });
});
