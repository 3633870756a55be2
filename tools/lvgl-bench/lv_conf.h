/* LVGL configuration for tools/lvgl-bench: LVGL's defaults (lv_conf_internal.h) but for 32-bit colour, as
 * SwitchYard's bench draws, and a heap large enough for 1,000 switches. */
#ifndef LV_CONF_H
#define LV_CONF_H

#define LV_COLOR_DEPTH 32
#define LV_MEM_SIZE (1024U * 1024U)

#endif
