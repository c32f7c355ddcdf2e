-- The offline sweep also raises the 10-minute offline alerts (docs/screens-operations.md): its
-- built-in job says so. Leaves a description an administrator changed alone.
UPDATE "sys_job"
SET "description" = '每 15 秒把 60 秒无心跳的屏幕置为离线，离线超过 10 分钟的发出提醒'
WHERE "id" = '1f000000000000000000000000c12103' AND "description" = '每 15 秒把 60 秒无心跳的屏幕置为离线';
