/**
 * The admin's icons: Lucide's, like the public site's, but from lucide-react, which has one module per
 * icon. react-icons keeps a whole set in one module (react-icons/lu), so every icon any screen used
 * ended up in the chunk every public page loads, and visitors downloaded the admin's icons too. The
 * public site keeps react-icons/lu (only its own icons are in it now); the admin takes its icons from
 * here, under the same names, drawn at 1em as react-icons draws them (lucide-react's default is 24 px).
 */
import type { LucideIcon, LucideProps } from 'lucide-react';
import {
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowUp as LucideArrowUp,
  Briefcase as LucideBriefcase,
  Calendar as LucideCalendar,
  Check as LucideCheck,
  ChevronDown as LucideChevronDown,
  Cloud as LucideCloud,
  CodeXml as LucideCodeXml,
  Contact as LucideContact,
  Download as LucideDownload,
  ExternalLink as LucideExternalLink,
  FileText as LucideFileText,
  Gauge as LucideGauge,
  GripVertical as LucideGripVertical,
  History as LucideHistory,
  Image as LucideImage,
  ImagePlus as LucideImagePlus,
  LayoutTemplate as LucideLayoutTemplate,
  Link as LucideLink,
  LogOut as LucideLogOut,
  Mail as LucideMail,
  Menu as LucideMenu,
  Moon as LucideMoon,
  Newspaper as LucideNewspaper,
  Palette as LucidePalette,
  Pencil as LucidePencil,
  Plus as LucidePlus,
  RefreshCw as LucideRefreshCw,
  Reply as LucideReply,
  Send as LucideSend,
  Settings as LucideSettings,
  SlidersHorizontal as LucideSlidersHorizontal,
  Sparkles as LucideSparkles,
  Sun as LucideSun,
  Tags as LucideTags,
  Trash2 as LucideTrash2,
  TriangleAlert as LucideTriangleAlert,
  Upload as LucideUpload,
  User as LucideUser,
  Users as LucideUsers,
  Workflow as LucideWorkflow,
  Wrench as LucideWrench,
  X as LucideX,
} from 'lucide-react';

/** An icon at the size of the text around it, like react-icons' (a size given still wins). */
function atTextSize(Icon: LucideIcon) {
  const Sized = (props: LucideProps) => <Icon size="1em" {...props} />;
  Sized.displayName = Icon.displayName;
  return Sized;
}

export const LuArrowDown = atTextSize(LucideArrowDown);
export const LuArrowLeft = atTextSize(LucideArrowLeft);
export const LuArrowUp = atTextSize(LucideArrowUp);
export const LuBriefcase = atTextSize(LucideBriefcase);
export const LuCalendar = atTextSize(LucideCalendar);
export const LuCheck = atTextSize(LucideCheck);
export const LuChevronDown = atTextSize(LucideChevronDown);
export const LuCloud = atTextSize(LucideCloud);
export const LuCodeXml = atTextSize(LucideCodeXml);
export const LuContact = atTextSize(LucideContact);
export const LuDownload = atTextSize(LucideDownload);
export const LuExternalLink = atTextSize(LucideExternalLink);
export const LuFileText = atTextSize(LucideFileText);
export const LuGauge = atTextSize(LucideGauge);
export const LuGripVertical = atTextSize(LucideGripVertical);
export const LuHistory = atTextSize(LucideHistory);
export const LuImage = atTextSize(LucideImage);
export const LuImagePlus = atTextSize(LucideImagePlus);
export const LuLayoutTemplate = atTextSize(LucideLayoutTemplate);
export const LuLink = atTextSize(LucideLink);
export const LuLogOut = atTextSize(LucideLogOut);
export const LuMail = atTextSize(LucideMail);
export const LuMenu = atTextSize(LucideMenu);
export const LuMoon = atTextSize(LucideMoon);
export const LuNewspaper = atTextSize(LucideNewspaper);
export const LuPalette = atTextSize(LucidePalette);
export const LuPencil = atTextSize(LucidePencil);
export const LuPlus = atTextSize(LucidePlus);
export const LuRefreshCw = atTextSize(LucideRefreshCw);
export const LuReply = atTextSize(LucideReply);
export const LuSend = atTextSize(LucideSend);
export const LuTags = atTextSize(LucideTags);
export const LuSettings = atTextSize(LucideSettings);
export const LuSlidersHorizontal = atTextSize(LucideSlidersHorizontal);
export const LuSparkles = atTextSize(LucideSparkles);
export const LuSun = atTextSize(LucideSun);
export const LuTrash2 = atTextSize(LucideTrash2);
export const LuTriangleAlert = atTextSize(LucideTriangleAlert);
export const LuUpload = atTextSize(LucideUpload);
export const LuUser = atTextSize(LucideUser);
export const LuUsers = atTextSize(LucideUsers);
export const LuWorkflow = atTextSize(LucideWorkflow);
export const LuWrench = atTextSize(LucideWrench);
export const LuX = atTextSize(LucideX);
