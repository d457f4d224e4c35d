import { IconButton } from '@chakra-ui/react';
import { LuMoon, LuSun } from '@/admin-kit/icons';
import { useColorMode } from '@/components/ui/color-mode';

/** The light/dark switch of the admin shell (the same stored choice as the public site's). */
export function ColorModeToggle() {
  const { colorMode, toggleColorMode } = useColorMode();
  const next = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton aria-label={`Switch to ${next} theme`} variant="ghost" size="sm" onClick={toggleColorMode}>
      {colorMode === 'dark' ? <LuSun /> : <LuMoon />}
    </IconButton>
  );
}
