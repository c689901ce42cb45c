import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.js';
import { members } from '../src/db/schema/index.js';
import { hashPassword } from '../src/crypto/secrets.js';

export const testPassword = 'Str0ng!Pass';

let passwordHash: Promise<string> | undefined;

/** A verified member straight in the database, for tests that are not about registration. */
export async function createMember(app: App, overrides: Partial<typeof members.$inferInsert> = {}) {
  const suffix = randomBytes(4).toString('hex');
  const [member] = await app.database.db
    .insert(members)
    .values({
      fullname: `Test Member ${suffix}`,
      nickname: `Tester${suffix}`,
      username: `member_${suffix}`,
      email: `member_${suffix}@example.com`,
      passwordHash: await (passwordHash ??= hashPassword(testPassword)),
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  return member!;
}

export async function memberById(app: App, id: string) {
  const [member] = await app.database.db.select().from(members).where(eq(members.id, id));
  return member;
}
