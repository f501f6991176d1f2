// library functions keep vectors, aggregates and memory: vector ops, selects, phis, struct copies, arrays
struct S { float4 a; int3 b; bool c; float2x2 m; uint arr[3]; };
RWStructuredBuffer<S> Buf : register(u0);
cbuffer K : register(b0) { float4 V; int4 I; S Cs; };
groupshared float4 Gs[16];

export float4 vecmath(float4 a, float4 b, bool4 m)
{
    float4 r = select(m, a, b);
    r = r.wzyx * a + b.xxyy - abs(a) / (b + 1);
    bool4 lt = a < b;
    r = select(lt, r, -r);
    r.xy = r.zw * 2;
    return any(lt) ? r : (all(a == b) ? a : normalize(r));
}
export int3 ivec(int3 a, uint3 b) { return (a << 2) ^ (int3)(b >> 1) | (a & 7) + (int3)b % 5 - a / 3; }
export S copy(S s, int k) { S t = s; t.a += k; t.arr[k % 3] = 9; t.m = mul(t.m, s.m); t.c = !s.c; return t; }
export float loopy(float4 v, int n)
{
    float acc = 0;
    for (int i = 0; i < n; i++) { float4 w = v * i; acc += w[i & 3]; if (acc > 100) break; }
    return acc;
}
export void mem(int k, float4 v)
{
    S s = Buf[k];
    s.a = vecmath(s.a, v, bool4(true, false, true, false));
    s.b = ivec(s.b, uint3(k, 1, 2));
    Buf[k + 1] = copy(s, k);
    float4 loc[4] = { V, v, s.a, Cs.a };
    Buf[k].a = loc[k & 3] + loopy(v, I.x);
}
export half4 h(half4 a) { return a * (half)2; }
export double2 d(double2 a) { return a * a + 1.0; }
export uint64_t u64(uint64_t a, uint64_t b) { return a * b + (a >> 7); }
export matrix<float, 3, 4> mat(float3x4 a, float4x4 b) { return mul(a, b); }

[shader("compute")]
[numthreads(16, 1, 1)]
void CS(uint i : SV_GroupIndex)
{
    Gs[i] = V * i;
    GroupMemoryBarrierWithGroupSync();
    mem(i, Gs[15 - i]);
}
