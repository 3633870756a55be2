/* LVGL 9.5's lv_switch in the grid `switchyard bench --only damage` draws, timed the same way, so the two can
 * be compared in the same minutes (docs/performance.md, "LVGL in the same run"). 1280x800, 32-bit colour,
 * one full-size buffer in direct mode (LVGL redraws only what was invalidated), 95x27 switches on the
 * bench's grid, a simulated tick of 16 ms a frame so animations advance as at 60 fps whatever the wall
 * time, 60 warm-up frames. Only lv_refr_now() is timed: it runs the animations, then draws and flushes.
 *
 * usage: bench [N=10] [all|one] [F=2000] [--anim MS] [--dump FRAME OUT.ppm] [--verbose]
 *   all         every frame, toggles the switches whose index % 12 == frame % 12
 *   one         only switch 0 toggles, every 12 frames
 *   --anim MS   the knob's animation in milliseconds. The default theme's 120 ms leaves each switch still
 *               for a third of its 12-frame period; 192 keeps every switch moving every frame, as the
 *               SwitchYard bench's 0.2 s animation does (the same work)
 *   --dump F P  writes the frame buffer after measured frame F to P (PPM), to see the knobs move
 *   --verbose   prints the first frames' time, areas, pixels and running animations
 */
#include "lvgl.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define HOR 1280
#define VER 800
#define SW_W 95
#define SW_H 27
#define FRAME_MS 16

static uint32_t sim_ms = 0;
static uint32_t tick_cb(void) { return sim_ms; }

static uint64_t px_this_frame = 0;
static uint32_t areas_this_frame = 0;

static void flush_cb(lv_display_t * disp, const lv_area_t * area, uint8_t * px_map)
{
    (void)px_map;
    px_this_frame += (uint64_t)lv_area_get_width(area) * lv_area_get_height(area);
    areas_this_frame++;
    lv_display_flush_ready(disp);
}

static int cmp_u64(const void * a, const void * b)
{
    uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return x < y ? -1 : x > y;
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

static void dump_ppm(const char * path, const uint8_t * buf)
{
    FILE * f = fopen(path, "wb");
    if(!f) { perror(path); return; }
    fprintf(f, "P6\n%d %d\n255\n", HOR, VER);
    for(int i = 0; i < HOR * VER; i++) {
        const uint8_t * p = buf + 4 * i; /* ARGB8888 in memory: B G R A */
        uint8_t rgb[3] = { p[2], p[1], p[0] };
        fwrite(rgb, 1, 3, f);
    }
    fclose(f);
}

int main(int argc, char ** argv)
{
    int n = 10, frames = 2000, anim_ms = -1, dump_frame = -1, verbose = 0;
    int mode_all = 1;
    const char * dump_path = NULL;
    int pos = 0;
    for(int i = 1; i < argc; i++) {
        if(!strcmp(argv[i], "--anim") && i + 1 < argc) anim_ms = atoi(argv[++i]);
        else if(!strcmp(argv[i], "--dump") && i + 2 < argc) { dump_frame = atoi(argv[++i]); dump_path = argv[++i]; }
        else if(!strcmp(argv[i], "--verbose")) verbose = 1;
        else if(pos == 0) { n = atoi(argv[i]); pos++; }
        else if(pos == 1) {
            if(!strcmp(argv[i], "all")) mode_all = 1;
            else if(!strcmp(argv[i], "one")) mode_all = 0;
            else { fprintf(stderr, "mode must be all|one\n"); return 1; }
            pos++;
        }
        else if(pos == 2) { frames = atoi(argv[i]); pos++; }
        else { fprintf(stderr, "bad arg %s\n", argv[i]); return 1; }
    }
    if(n < 1 || frames < 1) { fprintf(stderr, "bad N/F\n"); return 1; }

    lv_init();
    lv_tick_set_cb(tick_cb);

    lv_display_t * disp = lv_display_create(HOR, VER);
    uint32_t buf_size = HOR * VER * 4;
    uint8_t * buf = aligned_alloc(64, buf_size);
    memset(buf, 0, buf_size);
    lv_display_set_buffers(disp, buf, NULL, buf_size, LV_DISPLAY_RENDER_MODE_DIRECT);
    lv_display_set_flush_cb(disp, flush_cb);

    lv_obj_t * scr = lv_screen_active();
    lv_obj_set_style_bg_color(scr, lv_color_make(242, 242, 247), 0);
    lv_obj_set_style_bg_opa(scr, LV_OPA_COVER, 0);
    lv_obj_remove_flag(scr, LV_OBJ_FLAG_SCROLLABLE);

    int cols = (int)ceil(sqrt((double)n * HOR / VER));
    if(cols < 1) cols = 1;
    int rows = (n + cols - 1) / cols;
    double step_x = cols > 1 ? (double)(HOR - SW_W) / (cols - 1) : 0;
    double step_y = rows > 1 ? (double)(VER - SW_H) / (rows - 1) : 0;

    lv_obj_t ** sw = malloc(sizeof(lv_obj_t *) * n);
    for(int i = 0; i < n; i++) {
        sw[i] = lv_switch_create(scr);
        if(!sw[i]) { fprintf(stderr, "out of LVGL memory at switch %d\n", i); return 1; }
        lv_obj_set_size(sw[i], SW_W, SW_H);
        lv_obj_set_pos(sw[i], (int32_t)floor((i % cols) * step_x), (int32_t)floor((i / cols) * step_y));
        if(anim_ms >= 0) lv_obj_set_style_anim_duration(sw[i], anim_ms, 0);
    }

    uint64_t * t = malloc(sizeof(uint64_t) * frames);
    uint64_t px_sum = 0, px_min = UINT64_MAX, px_max = 0;
    int zero_px_frames = 0;
    uint64_t running_sum = 0;
    int warm = 60;
    for(int f = 0; f < warm + frames; f++) {
        sim_ms += FRAME_MS;
        if(mode_all) {
            for(int i = f % 12; i < n; i += 12) {
                if(lv_obj_has_state(sw[i], LV_STATE_CHECKED)) lv_obj_remove_state(sw[i], LV_STATE_CHECKED);
                else lv_obj_add_state(sw[i], LV_STATE_CHECKED);
            }
        }
        else if(f % 12 == 0) {
            if(lv_obj_has_state(sw[0], LV_STATE_CHECKED)) lv_obj_remove_state(sw[0], LV_STATE_CHECKED);
            else lv_obj_add_state(sw[0], LV_STATE_CHECKED);
        }
        px_this_frame = 0;
        areas_this_frame = 0;
        uint64_t t0 = now_ns();
        lv_refr_now(disp);
        uint64_t t1 = now_ns();
        if(f >= warm) {
            int m = f - warm;
            t[m] = t1 - t0;
            uint16_t running = lv_anim_count_running();
            running_sum += running;
            px_sum += px_this_frame;
            if(px_this_frame < px_min) px_min = px_this_frame;
            if(px_this_frame > px_max) px_max = px_this_frame;
            if(px_this_frame == 0) zero_px_frames++;
            if(verbose && m < 36)
                fprintf(stderr, "frame %d: %.3f ms, %u areas, %llu px, %u anims running\n", m,
                        (t1 - t0) / 1e6, areas_this_frame, (unsigned long long)px_this_frame, running);
            if(m == dump_frame && dump_path) dump_ppm(dump_path, buf);
        }
    }

    qsort(t, frames, sizeof(uint64_t), cmp_u64);
    double med = (frames % 2) ? t[frames / 2] / 1e6 : (t[frames / 2 - 1] + t[frames / 2]) / 2e6;
    int p99i = (int)ceil(0.99 * frames) - 1;
    double p99 = t[p99i] / 1e6;
    printf("lvgl %d %s: median %.3f ms p99 %.3f ms (frames %d)\n", n, mode_all ? "all" : "one", med, p99, frames);
    printf("  redrawn px/frame: mean %.0f min %llu max %llu; frames with 0 px: %d; mean anims running: %.1f\n",
           (double)px_sum / frames, (unsigned long long)px_min, (unsigned long long)px_max, zero_px_frames,
           (double)running_sum / frames);
    return 0;
}
