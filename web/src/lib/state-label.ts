/** A stored state ('new', 'pending', 'sent') as a badge shows it: capitalised, as the other labels are. */
export const stateLabel = (state: string): string => state.charAt(0).toUpperCase() + state.slice(1);
