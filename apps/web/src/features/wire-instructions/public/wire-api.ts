/** What other features may use of the wire instructions' calls (ADR 0070). */
export {
  downloadWireInstructions,
  type TWireCompanyRef,
  uploadWireInstructions,
  wireKeys,
} from '../api/wire-instructions';
