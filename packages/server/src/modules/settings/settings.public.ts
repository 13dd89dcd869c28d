// What settings offer other features: the one write into user_settings, for the columns alerts' preferences and
// hidden words keep there (each feature still reads its own columns).
export { type SettingColumns, saveSettingColumns } from './settings.repo.ts';
