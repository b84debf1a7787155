import { useNavigation } from "react-router";
import { Spinner } from "#app/components/ui/spinner.tsx";

// Route modules load lazily; while the next page (code and data) loads, a spinner shows.
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-center pt-24">
      <div className="rounded-full bg-white/95 p-3 shadow-lg ring-1 ring-slate-200">
        <Spinner />
      </div>
    </div>
  );
}
