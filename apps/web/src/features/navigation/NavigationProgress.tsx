import { useNavigation } from 'react-router';
import { TopProgressBar } from './TopProgressBar';

/** The global loader (§2): visible from navigation start until it ends, is cancelled or fails. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <TopProgressBar />;
}
