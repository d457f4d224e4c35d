import { useEffect } from 'react';
import { useColorMode } from '@/components/ui/color-mode';
import { useSiteSettings } from './api/site-settings';

const HEX = /^#[0-9a-f]{3,8}$/i;

/** Applies the owner's saved theme colours and dark-mode default to the whole site. */
export function SiteThemeColors() {
  const { settings, loading } = useSiteSettings();
  const { applySiteDefault } = useColorMode();
  const { primary_color, accent_color, dark_mode_default } = settings.theme;

  useEffect(() => {
    const root = document.documentElement.style;
    // Only a change: a served page has them on <html> already, and setting a variable there, even to
    // the value it has, makes the browser restyle the whole page.
    const set = (name: string, colour: string) => {
      if (HEX.test(colour) && root.getPropertyValue(name) !== colour) root.setProperty(name, colour);
    };
    set('--site-primary', primary_color);
    set('--site-accent', accent_color);
  }, [primary_color, accent_color]);

  useEffect(() => {
    if (!loading) applySiteDefault(dark_mode_default ? 'dark' : 'light');
  }, [loading, dark_mode_default, applySiteDefault]);

  return null;
}
