import {
  alertSlotRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  datePickerSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  tableSlotRecipe,
  tagsInputSlotRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the multi-part components the app uses. `defaultConfig` would
 * bring every component's styles (menus, dialogs, date pickers…) into the first bundle and build
 * them at start-up; visitors pay for each kilobyte. Using a part not listed here renders it
 * unstyled: add its slot recipe below (the architecture test lists what is imported).
 */
export const USED_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  // The admin's schedule picker and tag chips.
  datePicker: datePickerSlotRecipe,
  // The admin's unsaved-change question and its toasts (a few hundred bytes of style objects).
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  // The post editor's other ways to save (Publish Now, Schedule…, Save as Draft).
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  progress: progressSlotRecipe,
  table: tableSlotRecipe,
  tagsInput: tagsInputSlotRecipe,
  toast: toastSlotRecipe,
};
