import { paths } from '@/config/paths';
import { prefersReducedMotion } from './motion';

/**
 * Contact is a section of the home page: smooth-scroll to it, or go home first and
 * scroll once it is there.
 */
export function scrollToContact(navigate: (to: string, options?: { state?: unknown }) => void, pathname: string) {
  if (pathname !== paths.home) {
    navigate(paths.home, { state: { scrollTo: paths.contactSectionId } });
    return;
  }
  document.getElementById(paths.contactSectionId)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
}
