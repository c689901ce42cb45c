/** Button and field labels the specification quotes (§2), plus the web app's own fixed prompts. */
export const uiLabels = {
  sendResetLink: 'Send Reset Link',
  backToLogin: 'Back to Login',
  resetPassword: 'Reset Password',
  newPassword: 'New password',
  repeatPassword: 'Repeat password',
  reactivate: 'Reactivate',
  logout: 'Logout',
  verify: 'Verify',
  sessionExpired: 'Your session has expired',
  resendVerificationEmail: 'Resend verification email',
} as const;
