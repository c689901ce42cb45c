import { approvalNeedsQuestion, instanceSettingsFieldsSchema, rulesSchema, type InstanceSettings } from '@meshwork/contracts';
import { z } from 'zod';

/** The settings form: the rules are lines of text, checked as the list the server keeps. */
export const settingsFormSchema = approvalNeedsQuestion(
  instanceSettingsFieldsSchema.extend({
    rules: z
      .string()
      .transform((text) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter((line) => line !== ''),
      )
      .pipe(rulesSchema),
  }),
);
export type SettingsFormInput = z.input<typeof settingsFormSchema>;

/** The saved settings as the form's starting values. */
export const formValuesOf = (settings: InstanceSettings): SettingsFormInput => ({ ...settings, rules: settings.rules.join('\n') });
