// Flow control battery
cbuffer F : register(b0) { int Mode; uint Count; float4 Vals[16]; float Th; };
Texture2D T : register(t0); SamplerState S : register(s0);

float4 Helper(float4 v, int k) { return v * Vals[k & 15] + sin(v); }

float4 PSSwitch(float4 c : COLOR, float2 uv : TEXCOORD) : SV_Target
{
    float4 r = 0;
    [forcecase] switch (Mode) {
        case 0: r = c; break;
        case 1: r = c * 2; break;
        case 2: r += T.Sample(S, uv); break;
        case 7: case 8: r = Vals[Mode]; break;
        case -3: r = -c; break;
        default: r = 1; break;
    }
    [call] switch (Mode & 3) {
        case 0: r = Helper(r, 1); break;
        case 1: r = Helper(r, 2); break;
        default: r = Helper(r.yzwx, 3); break;
    }
    return r;
}

float4 PSLoops(float2 uv : TEXCOORD, uint prim : SV_PrimitiveID) : SV_Target
{
    float4 r = 0;
    [loop] for (uint i = 0; i < Count; i++) {
        float4 s = T.SampleLevel(S, uv + i * 0.01, 0);
        if (s.a < Th) continue;
        r += s;
        if (r.x > 10) break;
    }
    [allow_uav_condition] while (r.y < 1 && prim > 0) { r.y += 0.1; prim--; }
    int k = 0;
    do { r.z += Vals[k].x; k++; } while (k < Mode);
    [branch] if (uv.x > 0.5) discard;
    [flatten] if (uv.y > 0.5) r.w = 1; else r.w = 0;
    return r;
}

float4 Deep(float4 v, int d) { [unroll] for (int k = 0; k < 3; k++) v = v.yzwx * Vals[k + d]; return v; }
[numthreads(4, 4, 1)]
void CSRet(uint3 id : SV_DispatchThreadID) {}

float4 PSRetEarly(float4 c : COLOR, float2 uv : TEXCOORD) : SV_Target
{
    if (c.a == 0) return 0;
    float4 r = Deep(c, Mode);
    if (r.a < 0) return Deep(r, 2);
    [loop] for (int n = Mode; n > 0; n--) { r = r * 0.5 + T.SampleLevel(S, uv * n, 0); if (any(r > 4)) return r; }
    return r + (r.x ? 1 : 2);
}
