import { socialCopy, welcomeCopy, type WelcomeSuggestion } from '@meshwork/contracts';
import { PersonRow } from '../people/PersonRow';
import { useGraphAction } from '../people/useGraphAction';
import { Button } from '../../ui/Button';
import { TextLink } from '../../ui/TextLink';

/** The one click that fits each suggestion: a friend request to a friend of a friend, a follow of a creator. */
const callFor = (person: WelcomeSuggestion) =>
  person.reason === 'popular_creator'
    ? { label: socialCopy.follow, name: welcomeCopy.followNamed(person.nickname), action: 'follow' as const, memberId: person.user_id }
    : {
        label: socialCopy.addFriend,
        name: welcomeCopy.addFriendNamed(person.nickname),
        action: 'sendRequest' as const,
        memberId: person.user_id,
      };

/** Whom to meet first, each with one button; the people page when there is no one to suggest. */
export function WelcomeSuggestions({ suggestions }: { suggestions: WelcomeSuggestion[] }) {
  const action = useGraphAction();
  if (suggestions.length === 0) {
    return (
      <p className="text-sm text-fg-muted">
        {welcomeCopy.noSuggestions} <TextLink to="/people">{welcomeCopy.findPeople}</TextLink>
      </p>
    );
  }
  return (
    <ul aria-label={welcomeCopy.suggestionsLabel} className="divide-y divide-line">
      {suggestions.map((person) => {
        const call = callFor(person);
        return (
          <PersonRow
            key={person.user_id}
            person={person}
            detail={person.reason === 'popular_creator' ? welcomeCopy.popularCreator : welcomeCopy.mutualFriends(person.mutual_friends)}
            actions={
              <Button variant="secondary" aria-label={call.name} disabled={action.isPending} onClick={() => action.mutate(call)}>
                {call.label}
              </Button>
            }
          />
        );
      })}
    </ul>
  );
}
