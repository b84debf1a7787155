import { useSearchParams } from "react-router";
import { CampaignList } from "./campaign-list.tsx";
import { readOpenCampaign } from "./campaign-params.ts";
import { CampaignScreen } from "./campaign-screen.tsx";

/** The newsletter page's Campaigns tab: the list, or one campaign when the URL names it. */
export function CampaignsPanel() {
  const [searchParams] = useSearchParams();
  const open = readOpenCampaign(searchParams);
  return open ? <CampaignScreen key={open} id={open} /> : <CampaignList />;
}
