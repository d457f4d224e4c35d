import { HStack, Link } from '@chakra-ui/react';
import { FaGithub, FaLinkedin, FaXTwitter } from 'react-icons/fa6';

/** The owner's profiles (Settings → Social Links) as icon links: the contact section's and the footer's. */
export function SocialLinks({
  social,
  size,
  hoverColor,
}: {
  social: { github?: string; linkedin?: string; twitter?: string };
  size: number;
  hoverColor: string;
}) {
  const links = [
    { name: 'GitHub', href: social.github, icon: FaGithub },
    { name: 'LinkedIn', href: social.linkedin, icon: FaLinkedin },
    { name: 'X (Twitter)', href: social.twitter, icon: FaXTwitter },
  ].filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <HStack gap="3">
      {links.map(({ name, href, icon: Icon }) => (
        <Link
          key={name}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${name} (opens in a new tab)`}
          color="fg.muted"
          _hover={{ color: hoverColor }}
        >
          <Icon size={size} />
        </Link>
      ))}
    </HStack>
  );
}
