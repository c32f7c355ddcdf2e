export { CronEditor } from './CronEditor';
