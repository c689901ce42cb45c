import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  reportCategories,
  reportCategoryCopy,
  reportFormSchema,
  reportLimits,
  reportEntryCopy,
  reportsCopy,
  type ReportForm,
} from '@meshwork/contracts';
import { isApiError } from '../../api/ApiError';
import { Button } from '../../ui/Button';
import { cx } from '../../ui/cx';
import { Field } from '../../ui/Field';
import { InlineAlert } from '../../ui/InlineAlert';
import { Modal } from '../../ui/Modal';
import { useFileReport, type ReportTarget } from './reportQueries';

interface ReportDialogProps {
  target: ReportTarget;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's title, e.g. "Report post" or "Report Ava". */
  title: string;
}

/** Reports a target to the moderators: a reason (one of the categories), an optional comment, and for another server's post whether that server gets a copy. */
export function ReportDialog({ target, open, onOpenChange, title }: ReportDialogProps) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} closeLabel={reportsCopy.cancel}>
      {open && <ReportFormBody target={target} onDone={() => onOpenChange(false)} />}
    </Modal>
  );
}

/** The form inside the dialog (exported for tests, which need no lazy dialog). */
export function ReportFormBody({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const form = useForm<ReportForm>({ resolver: zodResolver(reportFormSchema), defaultValues: { comment: '' } });
  const file = useFileReport(target, onDone);
  const { errors } = form.formState;
  const serverError = isApiError(file.error) ? file.error : undefined;
  const fieldError = serverError?.fieldErrors;
  const otherError = serverError && !fieldError?.category && !fieldError?.comment ? serverError.message : undefined;
  return (
    <form onSubmit={form.handleSubmit((values) => file.mutate(values))} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={errors.category ? 'report-category-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{reportsCopy.categoryLabel}</legend>
        {reportCategories.map((category) => (
          <label
            key={category}
            className={cx(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-line px-3 py-2 transition-colors duration-150',
              'hover:bg-muted has-[:checked]:border-accent has-[:checked]:bg-accent-soft',
            )}
          >
            <input type="radio" value={category} className="mt-1 size-4" {...form.register('category')} />
            <span>
              <span className="block text-sm font-medium">{reportCategoryCopy[category].label}</span>
              <span className="block text-xs text-fg-muted">{reportCategoryCopy[category].explanation}</span>
            </span>
          </label>
        ))}
        {(errors.category?.message ?? fieldError?.category?.[0]) && (
          <p id="report-category-error" className="text-sm text-danger">
            {errors.category?.message ?? fieldError?.category?.[0]}
          </p>
        )}
      </fieldset>
      <Field label={reportsCopy.commentLabel} error={errors.comment?.message ?? fieldError?.comment?.[0]}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={reportLimits.commentMaxLength + 100}
            className="w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-accent"
            {...form.register('comment')}
          />
        )}
      </Field>
      {target.server && (
        <label className="flex cursor-pointer items-start gap-3 text-sm">
          <input type="checkbox" className="mt-0.5 size-4" {...form.register('forward')} />
          <span>
            <span className="block font-medium">{reportsCopy.forwardLabel(target.server)}</span>
            <span className="block text-xs text-fg-muted">{reportsCopy.forwardHint}</span>
          </span>
        </label>
      )}
      {otherError && <InlineAlert tone="error">{otherError}</InlineAlert>}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          {reportsCopy.cancel}
        </Button>
        <Button type="submit" variant="danger" loading={file.isPending}>
          {reportEntryCopy.reportButton}
        </Button>
      </div>
    </form>
  );
}
