/**
 * The member's pages of decisions about them, loaded as one: a suspended account's only page and
 * the decisions page show the same list, and one lazy import is one name less in every first load.
 */
export { DecisionsPage } from './DecisionsPage';
export { SuspendedPage } from './SuspendedPage';
