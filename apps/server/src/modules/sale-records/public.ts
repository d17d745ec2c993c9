// What other areas may use of the sale record (ADR 0069).
export { lotCheckpointsOf } from './lot-checkpoints';
export { signSeededRecords } from './sign-checkpoints';
export { loadRecordSigner } from './signing-key';
