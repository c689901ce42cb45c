import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/testApp.js';
import { moderationOf, type AuditEntry } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('writes who did what to whom and why, lists a member’s entries newest first and tells its listeners', async () => {
    const moderator = await createMember(t.app, { role: 'moderator' });
    const member = await createMember(t.app);
    const heard: AuditEntry[] = [];
    const { auditLog } = moderationOf(t.app);
    auditLog.onRecorded(async (entry) => {
      heard.push(entry);
    });

    const warned = await auditLog.record({
      actor: { id: moderator.id, username: moderator.username },
      action: 'warn',
      targetType: 'member',
      targetId: member.id,
      subjectMemberId: member.id,
      reason: 'Spam in comments',
    });
    const promoted = await auditLog.record({
      actor: 'command line',
      action: 'change_role',
      targetType: 'member',
      targetId: member.id,
      subjectMemberId: member.id,
      details: { from: 'member', to: 'moderator' },
    });

    expect(warned).toMatchObject({ actorId: moderator.id, actorName: moderator.username, action: 'warn', reason: 'Spam in comments' });
    expect(promoted).toMatchObject({ actorId: null, actorName: 'command line', details: { from: 'member', to: 'moderator' } });
    expect((await auditLog.about(member.id)).map((entry) => entry.id)).toEqual([promoted.id, warned.id]);
    expect(heard.map((entry) => entry.id)).toEqual([warned.id, promoted.id]);
  });

  it('refuses every change and removal of an entry, whoever asks', async () => {
    const member = await createMember(t.app);
    const entry = await moderationOf(t.app).auditLog.record({
      actor: 'command line',
      action: 'warn',
      targetType: 'member',
      targetId: member.id,
      subjectMemberId: member.id,
      reason: 'first',
    });
    const { db } = t.app.database;
    // The driver wraps the database's refusal; its cause is the trigger's message.
    const refused = { cause: { message: 'the moderation log is append-only' } };

    await expect(db.execute(sql`update moderation_log set reason = 'rewritten' where id = ${entry.id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`delete from moderation_log where id = ${entry.id}`)).rejects.toMatchObject(refused);
    await expect(db.execute(sql`truncate moderation_log cascade`)).rejects.toMatchObject(refused);
    expect((await moderationOf(t.app).auditLog.entry(entry.id))?.reason).toBe('first');
  });
});
