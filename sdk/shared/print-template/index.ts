// Print templates: declarations, the body check and the renderer, shared by the server, the web and Storybook.
export * from './declaration';
export * from './body-check';
export * from './render';
