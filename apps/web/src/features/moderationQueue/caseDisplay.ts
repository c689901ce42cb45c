import { reportCategoryCopy, type ReportCategory, type ReportTarget } from '@meshwork/contracts';
import { CalendarDays, FileText, Globe, MessageSquare, MessagesSquare, User, Users, type LucideIcon } from 'lucide-react';

/** The icon of each kind of reported target, in the queue and on a case. */
export const targetIcons: Record<ReportTarget, LucideIcon> = {
  post: FileText,
  comment: MessageSquare,
  message: MessagesSquare,
  member: User,
  group: Users,
  event: CalendarDays,
  remote_note: Globe,
};

/** The categories most reported in a case, most first, as their labels (at most `count`). */
export function topCategories(categories: Record<string, number>, count = 2): string[] {
  return Object.entries(categories)
    .sort(([aName, a], [bName, b]) => b - a || aName.localeCompare(bName))
    .slice(0, count)
    .map(([category]) => reportCategoryCopy[category as ReportCategory]?.label ?? category);
}
