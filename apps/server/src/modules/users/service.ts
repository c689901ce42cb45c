import { errorsCopy, type ImageKind, type MemberPreferences, type MemberRole } from '@meshwork/contracts';
import { asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db, Transaction } from '../../db/client.js';
import { members, type MemberRow } from '../../db/schema/users.js';
import { notFound } from '../../http/errors.js';
import type { ProfileImages } from './images.js';
import { presentAccountDetails } from './presenters.js';

export type NewMember = typeof members.$inferInsert;

/** What a role change did: the role before, or why it did not happen. */
export type RoleChangeOutcome =
  { changed: true; from: MemberRole } | { changed: false; reason: 'unknown' | 'unchanged' | 'last_administrator' };
/** What other modules change in a member: their settings and states, never the id or the dates of the row. */
export type MemberChanges = Partial<Omit<NewMember, 'id' | 'createdAt' | 'updatedAt' | 'lastActiveAt'>>;

/** The one owner of the members table and, through its profile images, of the members' files: other modules ask it. */
export class UsersService {
  constructor(
    private readonly db: Db,
    private readonly images: ProfileImages,
  ) {}

  /** Calls `listener` after each change of a member's profile picture. */
  onProfilePictureChanged(listener: (memberId: string) => Promise<void>): void {
    this.images.onImageChanged(async ({ memberId, kind }) => {
      if (kind === 'profile') await listener(memberId);
    });
  }

  async find(memberId: string): Promise<MemberRow | undefined> {
    const [member] = await this.db.select().from(members).where(eq(members.id, memberId));
    return member;
  }

  /** The member's row, for services of other features; an unknown id answers 404. */
  async memberById(memberId: string): Promise<MemberRow> {
    const member = await this.find(memberId);
    if (!member) throw notFound('not_found', errorsCopy.notFound);
    return member;
  }

  /** Whether the network has any member at all (the demo network is made only in an empty one). */
  async hasMembers(): Promise<boolean> {
    const [member] = await this.db.select({ id: members.id }).from(members).limit(1);
    return member !== undefined;
  }

  /** Whether the network has an administrator (the start banner says how to make the first one). */
  async hasAdministrator(): Promise<boolean> {
    const [admin] = await this.db.select({ id: members.id }).from(members).where(eq(members.role, 'administrator')).limit(1);
    return admin !== undefined;
  }

  /** Moderators and administrators, administrators first, then by username. */
  staff(): Promise<Array<Pick<MemberRow, 'id' | 'username' | 'email' | 'role'>>> {
    return this.db
      .select({ id: members.id, username: members.username, email: members.email, role: members.role })
      .from(members)
      .where(ne(members.role, 'member'))
      .orderBy(sql`${members.role} = 'moderator'`, asc(sql`lower(${members.username})`));
  }

  /**
   * Gives the member `role`, never leaving the network without an administrator: the
   * administrators' rows are locked first, so two demotions at once cannot both pass. `within`
   * runs in the same transaction (the audit entry of the change).
   */
  async changeRole(
    memberId: string,
    role: MemberRole,
    within?: (tx: Transaction, from: MemberRole) => Promise<void>,
  ): Promise<RoleChangeOutcome> {
    return this.db.transaction(async (tx) => {
      const administrators = await tx.select({ id: members.id }).from(members).where(eq(members.role, 'administrator')).for('update');
      const [member] = await tx.select({ role: members.role }).from(members).where(eq(members.id, memberId)).for('update');
      if (!member) return { changed: false, reason: 'unknown' } as const;
      if (member.role === role) return { changed: false, reason: 'unchanged' } as const;
      if (member.role === 'administrator' && administrators.length <= 1) return { changed: false, reason: 'last_administrator' } as const;
      await tx.update(members).set({ role, updatedAt: new Date() }).where(eq(members.id, memberId));
      await within?.(tx, member.role);
      return { changed: true, from: member.role } as const;
    });
  }

  /** The member whose email address or username is `login`, whatever its case. */
  async memberByLogin(login: string): Promise<MemberRow | undefined> {
    const [member] = await this.db
      .select()
      .from(members)
      .where(or(sql`lower(${members.email}) = lower(${login})`, sql`lower(${members.username}) = lower(${login})`));
    return member;
  }

  /** Whether another member holds the email address or the username, whatever its case. */
  async takenLogins(email: string, username: string): Promise<{ email: boolean; username: boolean }> {
    const taken = await this.db
      .select({ email: members.email, username: members.username })
      .from(members)
      .where(or(sql`lower(${members.email}) = lower(${email})`, sql`lower(${members.username}) = lower(${username})`));
    return {
      email: taken.some((row) => row.email.toLowerCase() === email.toLowerCase()),
      username: taken.some((row) => row.username.toLowerCase() === username.toLowerCase()),
    };
  }

  /** Adds a member; undefined when a registration racing this one took the email or username first. */
  /**
   * Inserts the member, undefined when the email or username is taken. `within` runs in the same
   * transaction once the row is in (what the sign-up mode claims), and undoes the insert by throwing.
   */
  async create(member: NewMember, within?: (tx: Transaction) => Promise<void>): Promise<MemberRow | undefined> {
    return this.db.transaction(async (tx) => {
      const [created] = await tx.insert(members).values(member).onConflictDoNothing().returning();
      if (created) await within?.(tx);
      return created;
    });
  }

  /** Changes the member's profile picture or cover as an upload does: the same checks, sizes and listeners. */
  changeImage(memberId: string, kind: ImageKind, upload: Buffer): Promise<{ kind: ImageKind; url: string }> {
    return this.images.replace(memberId, kind, upload);
  }

  async update(memberId: string, changes: MemberChanges, tx: Transaction | Db = this.db): Promise<void> {
    await tx
      .update(members)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(members.id, memberId));
  }

  /** The member was active (a login, a request of a session): what presence is computed from. */
  async recordActivity(memberId: string, at = new Date()): Promise<void> {
    await this.db.update(members).set({ lastActiveAt: at }).where(eq(members.id, memberId));
  }

  /**
   * Deletes the member's images, then the member, from whose row every table of member data
   * cascades: the files first, so that a failure leaves the row for a retry to find.
   */
  async erase(member: MemberRow): Promise<void> {
    await this.images.deleteAllOf(member);
    await this.db.delete(members).where(eq(members.id, member.id));
  }

  /** Changes how the member's own pages show things; answers the preferences as stored. */
  async changePreferences(memberId: string, preferences: MemberPreferences): Promise<MemberPreferences> {
    const [stored] = await this.db
      .update(members)
      .set({ alwaysShowSensitive: preferences.always_show_sensitive, updatedAt: new Date() })
      .where(eq(members.id, memberId))
      .returning({ always_show_sensitive: members.alwaysShowSensitive });
    if (!stored) throw notFound('not_found', errorsCopy.notFound);
    return stored;
  }

  async accountDetails(memberId: string) {
    return presentAccountDetails(await this.memberById(memberId));
  }
}
