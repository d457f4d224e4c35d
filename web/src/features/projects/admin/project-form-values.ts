import { linesToList, listToLines, newProject, type Project, type ProjectStatus } from '@portfolio/model';
import { toSortOrder } from '@/admin-kit/validation';

/** What the project form edits: list fields as text, one item per line (spec §5). */
export interface ProjectFormValues {
  title: string;
  description: string;
  long_description: string;
  image_url: string;
  github_url: string;
  live_url: string;
  technologies: string;
  features: string;
  challenges: string;
  solutions: string;
  is_featured: boolean;
  status: ProjectStatus;
  sort_order: string;
}

export function toFormValues(project: Project): ProjectFormValues {
  return {
    title: project.title,
    description: project.description,
    long_description: project.long_description,
    image_url: project.image_url,
    github_url: project.github_url,
    live_url: project.live_url,
    technologies: listToLines(project.technologies),
    features: listToLines(project.features),
    challenges: listToLines(project.challenges),
    solutions: listToLines(project.solutions),
    is_featured: project.is_featured,
    status: project.status,
    sort_order: String(project.sort_order),
  };
}

export const emptyFormValues = (): ProjectFormValues => toFormValues(newProject());

/** The stored record: exactly the entity's fields, lists with blank lines dropped, an integer order. */
export function fromFormValues(values: ProjectFormValues): Project {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    long_description: values.long_description,
    image_url: values.image_url.trim(),
    github_url: values.github_url.trim(),
    live_url: values.live_url.trim(),
    technologies: linesToList(values.technologies),
    features: linesToList(values.features),
    challenges: linesToList(values.challenges),
    solutions: linesToList(values.solutions),
    is_featured: values.is_featured,
    status: values.status,
    sort_order: toSortOrder(values.sort_order),
  };
}
