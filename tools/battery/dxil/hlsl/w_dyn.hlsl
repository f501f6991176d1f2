// dynamically indexed signature elements (DynIdx), for old and new PSV versions
struct PIn { float4 p : SV_Position; float4 t[4] : TEXCOORD0; nointerpolation uint k : K; sample float2 s[2] : S; };
float4 PSDyn(PIn i) : SV_Target { return i.t[i.k & 3] + i.s[i.k & 1].xyxy; }
struct VOut { float4 p : SV_Position; float4 t[4] : TEXCOORD0; };
VOut VSDyn(float4 a[3] : ATTR, uint k : K)
{
    VOut o; o.p = a[k % 3]; [unroll] for (int j = 0; j < 4; j++) o.t[j] = a[(k + j) % 3] * j;
    o.t[k & 3] = 7; return o;
}
struct CP { float4 v[2] : V; };
struct PC { float e[4] : SV_TessFactor; float i[2] : SV_InsideTessFactor; float4 x[2] : X; };
cbuffer C : register(b0) { uint Sel; };
PC PCDyn(InputPatch<CP, 4> ip) { PC c; [unroll] for (int k = 0; k < 4; k++) c.e[k] = ip[k].v[Sel & 1].x; c.i[0] = c.i[1] = 2; c.x[0] = 0; c.x[1] = 1; c.x[Sel & 1] = ip[Sel & 3].v[0]; return c; }
[domain("quad")] [partitioning("integer")] [outputtopology("triangle_cw")] [outputcontrolpoints(4)] [patchconstantfunc("PCDyn")]
CP HSDyn(InputPatch<CP, 4> ip, uint i : SV_OutputControlPointID) { CP o; o.v[0] = ip[i].v[Sel & 1]; o.v[1] = ip[(i + Sel) & 3].v[1]; return o; }
[domain("quad")]
float4 DSDyn(PC c, float2 uv : SV_DomainLocation, const OutputPatch<CP, 4> op) : SV_Position { return op[Sel & 3].v[Sel & 1] * uv.x + c.x[Sel & 1] + c.e[Sel & 3]; }
RWBuffer<uint> B : register(u0);
[numthreads(4, 4, 4)] void CSOld(uint3 id : SV_DispatchThreadID) { B[id.x] = id.y; }
