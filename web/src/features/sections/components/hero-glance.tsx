import { Box, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { slugify } from '@portfolio/model';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSkills } from '@/features/skills/api/use-skills';

/** How many of the owner's skills (in their order) the glance names. */
const STACK_SHOWN = 6;

function Prompt({ command }: { command: string }) {
  return (
    <Text as="p" color="fg.muted">
      <Box as="span" color="brand.fg" aria-hidden>
        ${' '}
      </Box>
      {command}
    </Text>
  );
}

function Output({ children }: { children: ReactNode }) {
  return (
    <Box as="dd" ms="0" ps="4" borderStartWidth="2px" borderColor="brand.muted" color="fg">
      {children}
    </Box>
  );
}

/** A terminal window's three dots, in the colours they have on macOS in either theme (decoration only). */
const WINDOW_DOTS = ['#ff5f57', '#febc2e', '#28c840'];

/**
 * The first screen's second half when the owner has no portrait: who this is, what they
 * work with and what to do next, drawn as a terminal (a DevOps engineer's home) from the hero, the
 * skills and the contact section, so it says true things about any owner. Plain text and links in the
 * served HTML; wide screens only (on a phone the hero card alone fills the first screen).
 */
export function HeroGlance({ name, role }: { name: string; role: string }) {
  const skills = useSkills().data.slice(0, STACK_SHOWN);
  const home = `~/${slugify(name) || 'portfolio'}`;
  return (
    <Box
      display={{ base: 'none', lg: 'block' }}
      layerStyle="frosted"
      rounded="2xl"
      overflow="hidden"
      fontFamily="mono"
      fontSize="sm"
      data-testid="hero-glance"
    >
      <HStack gap="2" px="4" py="3" borderBottomWidth="1px" bg="bg.muted" aria-hidden>
        {WINDOW_DOTS.map((colour) => (
          <Box key={colour} boxSize="2.5" rounded="full" bg={colour} opacity={0.8} />
        ))}
        <Text ms="2" color="fg.muted" fontSize="xs">
          {home}
        </Text>
      </HStack>
      <Stack as="dl" gap="4" p="6" aria-label={`${name || 'The owner'} at a glance`}>
        <Stack as="div" gap="1">
          <Box as="dt">
            <Prompt command="whoami" />
          </Box>
          <Output>
            <Text as="span" fontWeight="semibold">
              {name}
            </Text>
            {role && <Text as="span" color="fg.muted">{` · ${role}`}</Text>}
          </Output>
        </Stack>
        {skills.length > 0 && (
          <Stack as="div" gap="1">
            <Box as="dt">
              <Prompt command="ls stack/" />
            </Box>
            <Output>
              <Flex as="span" wrap="wrap" columnGap="4" rowGap="1">
                {skills.map((skill) => (
                  <span key={skill.id}>{skill.name}</span>
                ))}
              </Flex>
            </Output>
          </Stack>
        )}
        <Stack as="div" gap="1">
          <Box as="dt">
            <Prompt command="./next" />
          </Box>
          <Output>
            <Flex as="span" wrap="wrap" columnGap="5" rowGap="1">
              <Link asChild color="brand.fg">
                <RouterLink to={paths.projects}>see the projects →</RouterLink>
              </Link>
              <Link asChild color="brand.fg">
                <RouterLink to={`/#${paths.contactSectionId}`}>send a message →</RouterLink>
              </Link>
            </Flex>
          </Output>
        </Stack>
      </Stack>
    </Box>
  );
}
