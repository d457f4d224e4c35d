/** The content types, each declared once: see ../declare for what a declaration gives. */
export * from './project.js';
export * from './blog-post.js';
export * from './resume.js';
export * from './skill.js';
export * from './sections.js';
export * from './settings.js';
export * from './messages.js';
export * from './analytics.js';
export * from './tracked-link.js';
export * from './registry.js';
export * from './image-fields.js';
export * from './import-job.js';
export * from './newsletter.js';
export * from './preview-links.js';
