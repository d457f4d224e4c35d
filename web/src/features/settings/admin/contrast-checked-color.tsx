import { Box, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { CONTROLS, type Control } from '@/admin-kit/field-controls';
import { LuTriangleAlert } from '@/admin-kit/icons';
import { AA_TEXT, brandUses, type BrandUse } from '@/lib/brand-contrast';

const ColorField = CONTROLS.color!;
const THEME_NAME = { light: 'light theme', dark: 'dark theme' } as const;
const ratioText = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

/**
 * One theme's sample: the page, a button in the colour and a link in it, drawn as the site draws
 * them. A picture (its text the ratios, for a screen reader): a low-contrast colour's sample is
 * meant to be hard to read.
 */
function Sample({ button, link }: { button: BrandUse; link: BrandUse }) {
  return (
    // The frame is a box around the picture, not the picture's own border: a border inside its
    // 200 × 44 would shrink the drawing and leave a strip of the admin's background at its sides.
    <Box borderWidth="1px" rounded="l2" overflow="hidden" flexShrink={0} alignSelf="start">
      <chakra.svg role="img" viewBox="0 0 200 44" w="200px" h="44px" display="block">
        <title>{`${THEME_NAME[button.theme]}: button ${ratioText(button.ratio)}, link ${ratioText(link.ratio)}`}</title>
        <rect width="200" height="44" fill={link.background} />
        <rect x="10" y="8" width="76" height="28" rx="8" fill={button.background} />
        <text x="48" y="27" textAnchor="middle" fontSize="14" fontWeight="600" fill={button.text}>
          Button
        </text>
        <text x="104" y="27" fontSize="14" fontWeight="500" fill={link.text} textDecoration="underline">
          A link
        </text>
      </chakra.svg>
    </Box>
  );
}

/**
 * A theme colour with what it does to the site beside it: a button and a link in the light and dark
 * themes as they will look, live as the owner picks, and a warning when their text falls below WCAG
 * AA's 4.5:1 (the site darkens or lightens the colour for text, but a very light or mid-grey one
 * cannot be saved that way). A warning, not a refusal: the owner decides.
 */
export const ContrastCheckedColor: Control = (props) => {
  const value = useWatch({ control: props.form.control, name: props.name });
  const uses = brandUses(typeof value === 'string' ? value : '');
  const low = uses?.filter((u) => u.ratio < AA_TEXT) ?? [];
  return (
    <Stack gap="2">
      <ColorField {...props} />
      {uses && (
        <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
          <Sample button={uses[0]!} link={uses[1]!} />
          <Sample button={uses[2]!} link={uses[3]!} />
        </Flex>
      )}
      <Box role="status">
        {low.length > 0 && (
          <Flex gap="2" align="start" fontSize="sm">
            <Box as="span" color="orange.fg" mt="0.5">
              <LuTriangleAlert aria-hidden />
            </Box>
            <Text>
              Low contrast:{' '}
              {low
                .map((u) => `${u.use === 'button' ? 'button text' : 'links'} in the ${THEME_NAME[u.theme]} ${ratioText(u.ratio)}`)
                .join(', ')}
              . WCAG AA asks for at least 4.5:1; a darker or more saturated colour reads better.
            </Text>
          </Flex>
        )}
      </Box>
    </Stack>
  );
};
