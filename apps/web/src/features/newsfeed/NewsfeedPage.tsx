import { Newspaper } from 'lucide-react';
import { Link } from 'react-router';
import { useSession } from '../../api/session';
import { buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { EmptyState } from '../../ui/EmptyState';
import { profilePath } from '../profile/profileSections';

/** The newsfeed area; posts arrive with the newsfeed issue, so for now it says what to do meanwhile. */
export function NewsfeedPage() {
  const session = useSession();
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Newsfeed</h1>
      <Card>
        <EmptyState
          icon={Newspaper}
          title="Your newsfeed is quiet"
          action={
            session && (
              <>
                <Link to={profilePath(session.username)} className={buttonClasses('primary')}>
                  Visit your profile
                </Link>
                <Link to={profilePath(session.username, 'friends')} className={buttonClasses('secondary')}>
                  See your friends
                </Link>
              </>
            )
          }
        >
          Posts from you, your friends and the people you follow will show up here. Make your profile yours while it fills up.
        </EmptyState>
      </Card>
    </div>
  );
}
