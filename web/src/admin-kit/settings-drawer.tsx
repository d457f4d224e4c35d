import { Badge, Button, CloseButton, Drawer, Portal, VisuallyHidden } from '@chakra-ui/react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { get, useFormState, type UseFormReturn } from 'react-hook-form';
import type { Status } from '@/lib/status';
import { LuSlidersHorizontal } from '@/admin-kit/icons';
import { FormFields, type FieldSpec } from './form-fields';
import type { FormValues } from './form-values';

export interface SettingsDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The field to put the cursor in when the drawer opens (one a refused save found wrong). */
  focus: string | null;
  specs: readonly FieldSpec[];
  form: UseFormReturn<FormValues>;
  onStatus: (status: Status) => void;
  /**
   * Where the drawer is drawn: inside the editor's form, so its fields are the form's (Enter saves,
   * and the form's label finds them) though the drawer slides over the page.
   */
  container: RefObject<HTMLElement | null>;
  /** The bar's Save, repeated in the drawer's footer (the drawer covers the bar). */
  submitLabel: string;
  busy: boolean;
  /** The screen's own save button, as in the bar. */
  save?: ReactNode;
}

/** The first element of a field inside the drawer, by its form name. */
const fieldElement = (container: HTMLElement | null, name: string): HTMLElement | null =>
  container?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`) ?? null;

/**
 * An item's settings (slug, excerpt, tags, cover, schedule…: every field its type does not declare
 * as writing) in a drawer from the right, full screen on a phone, opened from the editor's bar.
 * Modal: focus moves in, stays in while it is open and goes back to the Settings button when it
 * closes; its footer has Save too, since it covers the bar's. The fields stay mounted while it is closed, so a save still checks them; the button counts
 * those that need attention.
 */
export function SettingsDrawer(props: SettingsDrawerProps) {
  const { open, onOpenChange, focus, specs, form, onStatus, container } = props;
  const content = useRef<HTMLDivElement>(null);
  const { errors } = useFormState({ control: form.control, name: specs.map((s) => s.name) });
  const wrong = specs.filter((s) => get(errors, s.name)).length;
  return (
    <Drawer.Root
      open={open}
      onOpenChange={(e) => onOpenChange(e.open)}
      placement="end"
      size={{ base: 'full', md: 'md' }}
      lazyMount={false}
      unmountOnExit={false}
      // The field a refused save found wrong, else the first the owner can type in (not the derived slug).
      initialFocusEl={() =>
        (focus ? fieldElement(content.current, focus) : null) ??
        content.current?.querySelector<HTMLElement>('input:not([readonly]):not([type=hidden]), textarea, select') ??
        null
      }
    >
      <Drawer.Trigger asChild>
        <Button type="button" variant="outline" flex={{ base: '1', md: 'none' }}>
          <LuSlidersHorizontal aria-hidden /> Settings
          {wrong > 0 && (
            <>
              <Badge colorPalette="red" variant="solid" aria-hidden>
                {wrong}
              </Badge>
              <VisuallyHidden>
                ({wrong} {wrong === 1 ? 'field needs' : 'fields need'} attention)
              </VisuallyHidden>
            </>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal container={container}>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content ref={content}>
            <Drawer.Header>
              <Drawer.Title>Settings</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <FormFields specs={specs} form={form} onStatus={onStatus} columns={1} />
            </Drawer.Body>
            <Drawer.Footer>
              <Drawer.ActionTrigger asChild>
                <Button variant="outline">Done</Button>
              </Drawer.ActionTrigger>
              {/* Inside the form: it submits it, as the bar's Save does. */}
              {props.save ?? (
                <Button type="submit" disabled={props.busy}>
                  {props.submitLabel}
                </Button>
              )}
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close settings" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
