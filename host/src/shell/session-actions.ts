// Switching the profile or the node: store the choice, forget the session, and let the router load it
// again (routes and menu follow the new profile).
import { STORAGE_KEYS, writeStored } from '../storage';
import { resetSession } from '../session/session-store';

export function chooseProfile(profileId: string): void {
  writeStored(STORAGE_KEYS.currentProfile, profileId);
  // The node list belongs to the profile: let the server pick the new profile's first node.
  writeStored(STORAGE_KEYS.currentNode, null);
  resetSession();
}

export function chooseNode(nodeId: string): void {
  writeStored(STORAGE_KEYS.currentNode, nodeId);
  resetSession();
}
