/** The error envelope's messages of our own for every route (docs/architecture.md, Strings). */
export const errorsCopy = {
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  notFound: 'Not found',
  forbidden: 'You are not allowed to do this',
  validationFailed: 'Some fields are not valid',
  internalError: 'Something went wrong on our side. Please try again.',
  payloadTooLarge: 'The request is too large',
  malformedForm: 'The upload is not a complete multipart form',
  emptyFile: 'The file is empty',
  oneFileOnly: 'Send one file, in the form field "file"',
  noFileTaken: 'This form takes no file',
  invalidCursor: 'This page cursor is not valid',
  databaseUnreachable: 'The database is not reachable',
} as const;
