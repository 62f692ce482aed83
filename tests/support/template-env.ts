// The environment variable naming the test run's folder of prepared databases: the global set-up makes the folder
// (and removes it after the run), the helpers in templates.ts fill it on first use.
export const TEMPLATE_ENV = 'HIS_TEST_TEMPLATES';
