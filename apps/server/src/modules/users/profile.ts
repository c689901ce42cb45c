import type { Listeners } from '../../composition/listeners.js';
import { profileCategories, type AccountDetails, type CategoryKind, type ProfileUpdate, authCopy } from '@meshwork/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members } from '../../db/schema/users.js';
import { conflict } from '../../http/errors.js';
import { presentAccountDetails } from './presenters.js';
import type { MemberChanges } from './service.js';

const usernameTaken = () => conflict('already_registered', authCopy.usernameTaken, { message: { username: [authCopy.usernameTaken] } });

/** The columns of the fields sent: the API's snake_case names, categories without repeats. */
function memberChanges({
  birthday_visibility,
  birthday_shows_year,
  business_name,
  business_contact,
  categories,
  ...same
}: ProfileUpdate): MemberChanges {
  return {
    ...same,
    ...(business_name !== undefined && { businessName: business_name }),
    ...(business_contact !== undefined && { businessContact: business_contact }),
    ...(categories && { categories: [...new Set(categories)] }),
    ...(birthday_visibility && { birthdayVisibility: birthday_visibility }),
    ...(birthday_shows_year !== undefined && { birthdayShowsYear: birthday_shows_year }),
  };
}

/** The member's public profile fields and the category lists they choose from. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly changes: Pick<Listeners<string>, 'changed'>,
  ) {}

  categories(kind: CategoryKind) {
    return [...profileCategories[kind]];
  }

  /** Changes only the fields sent; a username another member holds answers 409. */
  async update(memberId: string, input: ProfileUpdate): Promise<AccountDetails> {
    if (input.username && (await this.usernameHeldByOther(memberId, input.username))) throw usernameTaken();
    try {
      const [member] = await this.db
        .update(members)
        .set({ ...memberChanges(input), updatedAt: new Date() })
        .where(eq(members.id, memberId))
        .returning();
      await this.changes.changed(memberId);
      return presentAccountDetails(member!);
    } catch (error) {
      // Two members racing for one username: the unique index keeps one.
      if ((error as { cause?: { code?: string } }).cause?.code === '23505') throw usernameTaken();
      throw error;
    }
  }

  private async usernameHeldByOther(memberId: string, username: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: members.id })
      .from(members)
      .where(and(sql`lower(${members.username}) = lower(${username})`, ne(members.id, memberId)));
    return row !== undefined;
  }
}
