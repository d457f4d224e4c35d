import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { LoadingSpinner } from '@/components/ui/loading-spinner';
import { usePrefersReducedMotion } from '@/lib/motion';
import { HAND_OVER } from '@portfolio/model';
import { moveWhileSeen } from '@/lib/move-while-seen';
import { useSkills } from '../api/use-skills';
import { SkillIcon } from './skill-icon';

/** One loop (the strip moving by one copy of the list) takes 30 s; tiles are 200 px apart. */
export const SKILLS_LOOP_SECONDS = 30;
export const SKILL_TILE_WIDTH = 200;
/** The widest the strip is shown (its edges fade); the copies must cover it at every moment of the loop. */
export const SKILLS_STRIP_MAX_WIDTH = 2400;

/**
 * How many copies of the list make the loop seamless: moved by one copy, the rest must still fill
 * the strip, so one copy plus enough to cover its widest. Twelve skills: two copies (a third would
 * add 48 elements to the served home's first layout); four skills: four.
 */
export function loopCopies(skillCount: number): number {
  return 1 + Math.ceil(SKILLS_STRIP_MAX_WIDTH / (Math.max(skillCount, 1) * SKILL_TILE_WIDTH));
}

// Moving the track by one copy (its width divided by the copies) lands on an identical frame.
const keyframes = (copies: number) =>
  `@keyframes skills-marquee-${copies} { from { transform: translateX(0); } to { transform: translateX(${(-100 / copies).toFixed(4)}%); } }`;

/** Skills & Technologies: an endless strip; a failed read is silent and leaves it empty. */
export function SkillsStrip() {
  const { data: skills, loading } = useSkills();
  const still = usePrefersReducedMotion();
  const copies = still ? 1 : loopCopies(skills.length);
  // It moves only while on screen. On a served page, boot.ts starts it once the page is idle, and this
  // takes over when the app has hydrated; rendered by the app, the page is past its load already.
  const track = useRef<HTMLDivElement>(null); // a <ul>, typed as Flex types its ref
  const shown = !loading && skills.length > 0;
  useEffect(() => (track.current && !still && shown ? moveWhileSeen(track.current) : undefined), [still, shown]);

  return (
    <Box
      as="section"
      id="skills"
      aria-labelledby="skills-heading"
      py={{ base: '16', md: '24' }}
      bg="bg.subtle"
      borderBlockWidth="1px"
      overflow="hidden"
    >
      {/* Heading and intro side by side on wide screens: a different opening from the sections around it. */}
      <Container maxW="6xl" mb="10">
        <Flex direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ base: 'flex-start', md: 'flex-end' }} gap="4">
          <Heading as="h2" id="skills-heading" textStyle={{ base: '3xl', md: '4xl' }} fontWeight="bold">
            Skills &amp; Technologies
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }} maxW="26rem">
            The tools and platforms I use every day to build, ship and run reliable systems.
          </Text>
        </Flex>
      </Container>
      {loading ? (
        <LoadingSpinner label="Loading skills" />
      ) : (
        skills.length > 0 && (
          <Box
            overflowX={still ? 'auto' : 'hidden'}
            tabIndex={still ? 0 : undefined}
            aria-label={still ? 'Skills' : undefined}
            role={still ? 'region' : undefined}
            py="2"
            maxW={`${SKILLS_STRIP_MAX_WIDTH}px`}
            mx="auto"
            // Tiles fade out at both edges instead of being cut mid-word by the screen's edge.
            css={{
              maskImage: 'linear-gradient(to right, transparent, black 6%, black 94%, transparent)',
            }}
          >
            <style>{keyframes(copies)}</style>
            <Flex
              as="ul"
              ref={track}
              width="max-content"
              gap="0"
              data-testid="skills-track"
              data-copies={copies}
              data-loop-seconds={still ? undefined : SKILLS_LOOP_SECONDS}
              {...(still ? {} : { [HAND_OVER.movesWhileSeenAttribute]: '' })}
              css={
                still
                  ? undefined
                  : {
                      animation: `skills-marquee-${copies} ${SKILLS_LOOP_SECONDS}s linear infinite`,
                      // Where a script watches it, still until told to move (on screen, the page idle); with no
                      // script, it runs. Still while pointed at or focused.
                      [`html[${HAND_OVER.motionWatchedAttribute}] &:not([${HAND_OVER.movingAttribute}])`]: { animationPlayState: 'paused' },
                      '&:hover, &:focus-within': { animationPlayState: 'paused' },
                    }
              }
            >
              {Array.from({ length: copies }, (_, copy) =>
                skills.map((skill) => (
                  // Only the first copy is read out; the others exist for the loop. The item is the card
                  // itself (its margins keep the tiles 200 px apart): home's served page is laid out at
                  // once, so every element of each copy counts.
                  <Box
                    as="li"
                    key={`${copy}-${skill.id}`}
                    listStyleType="none"
                    width={`${SKILL_TILE_WIDTH - 16}px`}
                    mx="2"
                    flexShrink={0}
                    aria-hidden={copy > 0 || undefined}
                    display="flex"
                    flexDirection="column"
                    alignItems="center"
                    gap="3"
                    textAlign="center"
                    bg="bg.panel"
                    borderWidth="1px"
                    rounded="xl"
                    p="5"
                    transition="transform 0.2s, box-shadow 0.2s"
                    _hover={{ transform: 'translateY(-4px)', shadow: 'md' }}
                  >
                    <SkillIcon iconRef={skill.icon_ref} size={40} color="brand.fg" />
                    <Text fontWeight="semibold">{skill.name}</Text>
                    {skill.description && (
                      <Text fontSize="sm" color="fg.muted" lineClamp={3}>
                        {skill.description}
                      </Text>
                    )}
                  </Box>
                )),
              )}
            </Flex>
          </Box>
        )
      )}
    </Box>
  );
}
