import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useFeedback } from '../../../lib/use-feedback';

export const ANOTHER_LOT_EDITING = 'Another lot is in edit mode!';

type TLotEdit = {
  editingLotId: string | null;
  /** Enters edit mode for the lot; refused with a warning while another lot is being edited. */
  startEditing: (lotId: string) => boolean;
  stopEditing: () => void;
};

const LotEditContext = createContext<TLotEdit | null>(null);

/** Only one lot of a case may be in edit mode at a time (spec part 2 §2). */
export function LotEditProvider({ children }: { children: ReactNode }) {
  const { message } = useFeedback();
  const [editingLotId, setEditingLotId] = useState<string | null>(null);
  const startEditing = useCallback(
    (lotId: string) => {
      if (editingLotId && editingLotId !== lotId) {
        message.warning(ANOTHER_LOT_EDITING);
        return false;
      }
      setEditingLotId(lotId);
      return true;
    },
    [editingLotId, message],
  );
  const stopEditing = useCallback(() => setEditingLotId(null), []);
  const value = useMemo(
    () => ({ editingLotId, startEditing, stopEditing }),
    [editingLotId, startEditing, stopEditing],
  );
  return <LotEditContext.Provider value={value}>{children}</LotEditContext.Provider>;
}

export function useLotEdit(): TLotEdit {
  const context = useContext(LotEditContext);
  if (!context) throw new Error('useLotEdit needs a LotEditProvider');
  return context;
}
