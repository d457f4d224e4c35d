import { chakra, Flex, Icon } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import { LuCloud, LuCodeXml, LuPalette, LuWorkflow } from '@/admin-kit/icons';
import { ABOUT_ICONS, type AboutIcon } from '@portfolio/model';

/** The icons the About cards may carry, drawn as the public site draws them. */
const ICONS: Record<AboutIcon, ComponentType> = { Cloud: LuCloud, Code2: LuCodeXml, Workflow: LuWorkflow, Palette: LuPalette };

/** What a person calls each icon (stored under the icon library's names: Code2 is shown as Code). */
export const ICON_LABELS: Record<AboutIcon, string> = { Cloud: 'Cloud', Code2: 'Code', Workflow: 'Workflow', Palette: 'Palette' };

/** A row of radio buttons, one per icon: keyboard arrows move between them like any radio group. */
export function AboutIconPicker({
  name,
  value,
  onChange,
  legend,
}: {
  name: string;
  value: AboutIcon;
  onChange: (icon: AboutIcon) => void;
  legend: string;
}) {
  return (
    <chakra.fieldset>
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </chakra.legend>
      <Flex gap="2" wrap="wrap">
        {ABOUT_ICONS.map((icon) => {
          const checked = value === icon;
          return (
            <chakra.label
              key={icon}
              display="inline-flex"
              alignItems="center"
              gap="2"
              px="3"
              py="1.5"
              borderWidth="1px"
              rounded="md"
              cursor="pointer"
              borderColor={checked ? 'brand.solid' : 'border'}
              bg={checked ? 'brand.subtle' : 'transparent'}
              _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            >
              <chakra.input
                type="radio"
                name={name}
                value={icon}
                checked={checked}
                onChange={() => onChange(icon)}
                position="absolute"
                opacity="0"
                w="1px"
                h="1px"
              />
              <Icon as={ICONS[icon]} boxSize="5" aria-hidden />
              {ICON_LABELS[icon]}
            </chakra.label>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
