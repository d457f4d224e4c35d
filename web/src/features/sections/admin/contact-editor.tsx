import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { adminPaths } from '@/admin-kit/admin-table';
import { SectionEditor } from './section-editor';

/**
 * /admin/content/contact: the contact e-mail, and the optional lines shown beside the contact form:
 * availability, location, response time. The social links (GitHub, LinkedIn, Twitter) have one
 * place, Settings → Social Links (they used to be edited here and there both); this form
 * keeps the stored ones as they are (the declaration says the form does not edit them).
 */
export function ContactEditor() {
  return (
    <SectionEditor
      name="contact"
      intro={
        <Text color="fg.muted" fontSize="sm">
          GitHub, LinkedIn and Twitter links are edited in one place:{' '}
          <Link asChild color="brand.fg" fontWeight="medium">
            <RouterLink to={`${adminPaths.settings}#social-links`}>Settings → Social Links</RouterLink>
          </Link>
          .
        </Text>
      }
    />
  );
}
