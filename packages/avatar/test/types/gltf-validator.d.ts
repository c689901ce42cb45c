// The validator ships no types; the tests read only its report's issues.
declare module 'gltf-validator' {
  interface Message {
    code: string;
    message: string;
    severity: number;
    pointer?: string;
  }
  const validator: {
    validateBytes(bytes: Uint8Array): Promise<{ issues: { numErrors: number; numWarnings: number; messages: Message[] } }>;
  };
  export default validator;
}
