import type { InstanceSettings, PublicInstance } from '@meshwork/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { instanceSettings } from '../../db/schema/instance.js';

type SettingsRow = typeof instanceSettings.$inferSelect;

const presentPublic = (row: SettingsRow): PublicInstance => ({
  name: row.name,
  description: row.description,
  rules: row.rules,
  contact: row.contact,
  sign_up_mode: row.signUpMode,
  approval_question: row.approvalQuestion,
});

const present = (row: SettingsRow): InstanceSettings => ({
  ...presentPublic(row),
  new_account_days: row.newAccountDays,
  new_account_posts_per_hour: row.newAccountPostsPerHour,
  new_account_follows_per_hour: row.newAccountFollowsPerHour,
  new_account_mentions_per_hour: row.newAccountMentionsPerHour,
});

/** The instance's one row of settings (id 1); read fresh each time, as administrators may change it any moment. */
export class InstanceSettingsStore {
  constructor(private readonly db: Db) {}

  /** The row, created with its defaults the first time it is asked for. */
  private async row(): Promise<SettingsRow> {
    const [found] = await this.db.select().from(instanceSettings).where(eq(instanceSettings.id, 1));
    if (found) return found;
    await this.db.insert(instanceSettings).values({ id: 1 }).onConflictDoNothing();
    return this.row();
  }

  async current(): Promise<InstanceSettings> {
    return present(await this.row());
  }

  async publicView(): Promise<PublicInstance> {
    return presentPublic(await this.row());
  }

  async change(settings: InstanceSettings): Promise<InstanceSettings> {
    await this.row();
    const [changed] = await this.db
      .update(instanceSettings)
      .set({
        name: settings.name,
        description: settings.description,
        rules: settings.rules,
        contact: settings.contact,
        signUpMode: settings.sign_up_mode,
        approvalQuestion: settings.approval_question,
        newAccountDays: settings.new_account_days,
        newAccountPostsPerHour: settings.new_account_posts_per_hour,
        newAccountFollowsPerHour: settings.new_account_follows_per_hour,
        newAccountMentionsPerHour: settings.new_account_mentions_per_hour,
        updatedAt: new Date(),
      })
      .where(eq(instanceSettings.id, 1))
      .returning();
    return present(changed!);
  }
}
