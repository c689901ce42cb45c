import { X } from 'lucide-react';
import { welcomeCopy, type Welcome } from '@meshwork/contracts';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { useDismissWelcome } from './useDismissWelcome';
import { useWelcomeProgress } from './useWelcomeProgress';
import { WelcomeStep } from './WelcomeStep';
import { WelcomeSuggestions } from './WelcomeSuggestions';

/** Where the profile picture is chosen: the pictures section of the settings. */
const picturePath = '/settings#images';
const avatarsPath = '/avatars';

interface WelcomeCardProps {
  welcome: Welcome;
  /** Puts the focus in the newsfeed's composer. */
  onWritePost: () => void;
  /** Called once the welcome is dismissed, to put the focus somewhere useful. */
  onDismissed: () => void;
}

/** A new member's first steps on the newsfeed, each marked done from their data, until dismissed or all done. */
export function WelcomeCard({ welcome, onWritePost, onDismissed }: WelcomeCardProps) {
  useWelcomeProgress();
  const dismiss = useDismissWelcome();
  const { steps } = welcome;
  const doneCount = Object.values(steps).filter(Boolean).length;
  const { people, picture, avatar, post } = welcomeCopy.steps;
  return (
    <Card as="section" aria-labelledby="welcome-title" className="px-5 py-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id="welcome-title" className="text-lg font-semibold">
            {welcomeCopy.title}
          </h2>
          <p className="text-sm text-fg-muted">
            {welcomeCopy.intro} {welcomeCopy.progress(doneCount, Object.keys(steps).length)}
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          aria-label={welcomeCopy.dismiss}
          loading={dismiss.isPending}
          // The card leaves as the answer lands, so the focus moves on from the promise; a failure is toasted for every mutation.
          onClick={() => void dismiss.mutateAsync().then(onDismissed, () => undefined)}
        >
          {!dismiss.isPending && <X size={20} aria-hidden />}
        </Button>
      </div>
      <ol className="mt-1 divide-y divide-line">
        <WelcomeStep done={steps.people} title={people.title} text={people.text}>
          <WelcomeSuggestions suggestions={welcome.suggestions} />
        </WelcomeStep>
        <WelcomeStep done={steps.picture} title={picture.title} text={picture.text}>
          <Link to={picturePath} className={buttonClasses('secondary')}>
            {picture.action}
          </Link>
        </WelcomeStep>
        <WelcomeStep done={steps.avatar} title={avatar.title} text={avatar.text}>
          <Link to={avatarsPath} className={buttonClasses('secondary')}>
            {avatar.action}
          </Link>
        </WelcomeStep>
        <WelcomeStep done={steps.post} title={post.title} text={post.text}>
          <Button variant="secondary" onClick={onWritePost}>
            {post.action}
          </Button>
        </WelcomeStep>
      </ol>
    </Card>
  );
}
