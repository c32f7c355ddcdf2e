/** Works and groups (hj): business §3, §4, §7 "Works groups", "Works", "Recycle" (works issue). */

/** Works status: 1 normal, 0 in the recycle bin. */
export const WORKS_STATUS_NORMAL = 1;
export const WORKS_STATUS_RECYCLED = 0;
/** Group share type: 0 private, 1 shared by code. */
export const HJ_SHARE_PRIVATE = 0;
export const HJ_SHARE_BY_CODE = 1;
/** A group's share code: 6 characters (business §9 share code). */
export const HJ_SHARE_CODING_LENGTH = 6;
export const HJ_NAME_MAX = 50;
/** How long an image stays on a screen unless its group or the work says otherwise. */
export const DEFAULT_IMAGE_SECONDS = 8;
export const IMAGE_SECONDS_MIN = 1;
export const IMAGE_SECONDS_MAX = 3600;
/** The upload types of /user/v1/upload?type= and of works. */
export const WORKS_KINDS = ['image', 'video'] as const;
export type WorksKind = (typeof WORKS_KINDS)[number];

/** A work as the console lists it; `url`, `thumbUrl` are addresses under the API base. */
export interface WorksRecord {
  id: string;
  shopId: string;
  kind: WorksKind;
  name: string;
  /** The stored path (read it at /sys/common/static/{fileKey}). */
  fileKey: string;
  thumbKey: string | null;
  url: string;
  thumbUrl: string | null;
  size: number;
  width: number | null;
  height: number | null;
  duration: number | null;
  status: number;
  /** Its place in the group asked for (1..n); 0 outside a group's list. */
  sort: number;
  code: string;
  isCover: boolean;
  seconds: number | null;
  createTime: string;
  deletedAt: string | null;
}

/** A works group (hj) with its counts. */
export interface WorksHjRecord {
  id: string;
  shopId: string;
  parentId: string | null;
  name: string;
  shareType: number;
  shareCoding: string | null;
  /** The cover work's id, and its thumbnail address (the first work's when no cover is set). */
  cover: string | null;
  coverUrl: string | null;
  sort: number;
  seconds: number | null;
  /** Works directly in the group, and sub-groups. */
  worksCount: number;
  childCount: number;
  createTime: string;
  children?: WorksHjRecord[];
}

/** GET /works/clWorks/getWorksSize: bytes stored by the tenant (bin and pending uploads included). */
export interface WorksSize {
  used: number;
  quota: number;
  trash: number;
  pending: number;
}

/** A device in a picker, with whether the group or work is assigned to it. */
export interface WorksDeviceOption {
  id: string;
  deviceNo: string;
  name: string;
  online: boolean;
  checked: boolean;
}
