// @vitest-environment happy-dom
import '../../test/dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mutingCopy, profilesCopy, socialCopy, type Profile } from '@meshwork/contracts';
import { describe, expect, it } from 'vitest';
import { demoProfile, demoSession, fakeApi, ok } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';

const ben: Profile = { ...demoProfile, user_id: 'u-ben', username: 'ben', nickname: 'Ben', fullname: 'Ben Doe', is_self: false };

describe("the profile's mute item", () => {
  it('mutes a member the viewer has not muted, then offers to unmute them, read again from the profile', async () => {
    let muted = false;
    const calls: string[] = [];
    const answered = (message: string) => ({ body: { status_code: 200, output: null, message } });
    fakeApi({
      'GET /profiles/ben': () => ok({ ...ben, muted }),
      'GET /profiles/ben/posts': ok({ items: [], next_cursor: null }),
      'POST /mutes/u-ben': () => {
        calls.push('mute');
        muted = true;
        return answered(mutingCopy.muted);
      },
      'DELETE /mutes/u-ben': () => {
        calls.push('unmute');
        muted = false;
        return answered(mutingCopy.unmuted);
      },
    });
    renderApp('/profile/ben', demoSession);
    const user = userEvent.setup();
    const openMenu = async () => user.click(await screen.findByRole('button', { name: socialCopy.moreActions('Ben') }));

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: profilesCopy.mute('ben') }));
    await waitFor(() => expect(calls).toEqual(['mute']));
    expect(await screen.findByText(mutingCopy.muted)).toBeInTheDocument();

    await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: profilesCopy.unmute('ben') }));
    await waitFor(() => expect(calls).toEqual(['mute', 'unmute']));
  });

  it('is not on one’s own profile', async () => {
    fakeApi({ 'GET /profiles/ava': ok(demoProfile), 'GET /profiles/ava/posts': ok({ items: [], next_cursor: null }) });
    renderApp('/profile/ava', demoSession);
    expect(await screen.findByRole('link', { name: profilesCopy.editProfile })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: socialCopy.moreActions(demoProfile.nickname) })).not.toBeInTheDocument();
  });
});
