import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { clientMessages } from './client.ts';
import { validationMessages } from './validation.ts';

/** The "other messages" of spec sections 6 and 8. */
export const noticeMessages = {
  maintenance: clientMessages.maintenance,
  loginFailed: msg({ id: 'notice.loginFailed', message: 'Login failed' }),
  loadFailed: msg({ id: 'notice.loadFailed', message: 'Failed to get data' }),
  uploadFailed: msg({ id: 'notice.uploadFailed', message: 'Upload failed' }),
  updateFailed: msg({ id: 'notice.updateFailed', message: 'Update failed' }),
  noPermission: msg({ id: 'notice.noPermission', message: 'No permission' }),
  captchaFailed: msg({ id: 'notice.captchaFailed', message: 'Failed to get image verification code' }),
  captchaTooFrequent: msg({
    id: 'notice.captchaTooFrequent',
    message: 'Getting the authentication code is too frequent. Please try again in 1 minute',
  }),
  oldPasswordIncorrect: validationMessages.old_password_incorrect,
  passwordMismatch: validationMessages.password_mismatch,
  xlsxOnly: validationMessages.xlsx_only,
  noDataSelected: validationMessages.no_selection,
  noNodeSelected: msg({ id: 'notice.noNodeSelected', message: 'No node selected' }),
  fullscreenUnsupported: msg({
    id: 'notice.fullscreenUnsupported',
    message: 'Your browser does not support fullscreen',
  }),
  readonly: msg({ id: 'notice.readonly', message: 'Readonly Data, Inoperable' }),
  refreshFailed: msg({
    id: 'notice.refreshFailed',
    message: 'Refreshing the login failed, please log in again',
  }),
} satisfies Record<string, MessageDescriptor>;

/** Success messages of spec section 8; `passwordReset` announces the initial password as `{secret}`. */
export const successMessages = {
  login: msg({ id: 'success.login', message: 'Login successful' }),
  create: msg({ id: 'success.create', message: 'Created successfully' }),
  update: msg({ id: 'success.update', message: 'Updated successfully' }),
  delete: msg({ id: 'success.delete', message: 'Deleted successfully' }),
  upload: msg({ id: 'success.upload', message: 'Uploaded successfully' }),
  copy: msg({ id: 'success.copy', message: 'Copied successfully' }),
  bind: msg({ id: 'success.bind', message: 'Bound successfully' }),
  unbind: msg({ id: 'success.unbind', message: 'Unbound successfully' }),
  languageSwitch: msg({ id: 'success.languageSwitch', message: 'Language switched' }),
  passwordReset: msg({
    id: 'success.passwordReset',
    message: 'Password reset successfully. The initial password is {secret}',
  }),
  publish: msg({ id: 'success.publish', message: 'Publish successfully' }),
  mapping: msg({ id: 'success.mapping', message: 'Mapping successfully' }),
} satisfies Record<string, MessageDescriptor>;

/** Confirmation questions and the words of a confirmation dialog. */
export const confirmMessages = {
  title: msg({ id: 'confirm.title', message: 'Tip' }),
  ok: msg({ id: 'confirm.ok', message: 'Confirm' }),
  cancel: msg({ id: 'confirm.cancel', message: 'Cancel' }),
  delete: msg({ id: 'confirm.delete', message: 'Are you sure you want to delete the selected data?' }),
  deleteNode: msg({
    id: 'confirm.deleteNode',
    message: 'Deleting a node also deletes its children. Are you sure?',
  }),
  clearCache: msg({ id: 'confirm.clearCache', message: 'Are you sure you want to clear the cache?' }),
  clearUserCache: msg({
    id: 'confirm.clearUserCache',
    message: 'Are you sure you want to clear the permission cache of this user?',
  }),
  publish: msg({ id: 'confirm.publish', message: 'Make sure to publish the process' }),
} satisfies Record<string, MessageDescriptor>;
