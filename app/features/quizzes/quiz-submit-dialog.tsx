import { Button } from "#app/components/ui/button.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { quizPanelText as t } from "#contracts/quiz-panel-text.ts";

/** Asks before an attempt is handed in, saying how many questions have no answer yet. */
export function QuizSubmitDialog({
  unanswered,
  total,
  onConfirm,
  onClose,
}: {
  unanswered: number;
  total: number;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.confirmTitle}</DialogTitle>
          <DialogDescription>
            {unanswered === 0 ? t.confirmAllAnswered : t.confirmUnanswered(unanswered, total)}{" "}
            {t.confirmFinal}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t.keepAnswering}</Button>
          </DialogClose>
          <Button onClick={onConfirm}>{t.confirmSubmit}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
