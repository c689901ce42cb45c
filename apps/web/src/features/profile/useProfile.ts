import { useOutletContext } from 'react-router';
import type { Profile } from '@meshwork/contracts';

/** The profile the layout loaded, for its tabs: they render only once it is there. */
export const useProfile = () => useOutletContext<Profile>();
